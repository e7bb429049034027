/// One scope of names: a cell's globals, a function's locals, a block's locals.
///
/// A method's scope also holds `self`; names not found in it are looked up among `self`'s
/// members before the enclosing scopes, as Swift does.
final class Environment {
    var values: [String: Value] = [:]
    var constants: Set<String> = []
    /// Names declared in this scope during the current cell (a second one is an error).
    var declared: Set<String> = []
    let parent: Environment?
    /// True for the scope of a method body, where `self` is bound.
    let isMethodScope: Bool

    init(parent: Environment?, isMethodScope: Bool = false) {
        self.parent = parent
        self.isMethodScope = isMethodScope
    }

    func define(_ name: String, _ value: Value, constant: Bool = false) {
        values[name] = value
        if constant { constants.insert(name) } else { constants.remove(name) }
    }

    /// The scope that defines `name`, searching outwards.
    func owner(of name: String) -> Environment? {
        var scope: Environment? = self
        while let s = scope {
            if s.values[name] != nil { return s }
            scope = s.parent
        }
        return nil
    }

    /// Every name visible from here (for completion and did-you-mean).
    var visibleNames: Set<String> {
        var names: Set<String> = []
        var scope: Environment? = self
        while let s = scope {
            names.formUnion(s.values.keys)
            scope = s.parent
        }
        return names
    }
}
