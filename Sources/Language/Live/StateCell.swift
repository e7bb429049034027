/// The storage behind one `@State` property: a reference, so that a view struct copied into a
/// closure (a Button's action) still changes the same state, as SwiftUI's `State` does.
final class StateCell {
    /// The property's name, which names a control bound to it when the control has no label.
    let name: String
    var value: Value

    init(name: String, value: Value) {
        self.name = name
        self.value = value
    }
}

/// A `Binding`: where a control or a child view reads and writes a value it does not own.
///
/// `$radius` binds to the `@State` cell of `radius`; `$model.radius` to a member of the cell's
/// value; `.constant(5)` to nothing (writes are ignored, as SwiftUI ignores them);
/// `Binding(get:set:)` to two closures.
struct StateBinding {
    enum Source {
        case cell(StateCell)
        case constant(Value)
        case computed(get: Value, set: Value)
    }

    var source: Source
    /// Members below the source's value (`$model.radius` is `["radius"]`).
    var path: [String] = []

    /// The name a control bound here is given when it has no label: the property's name.
    var name: String? {
        guard case .cell(let cell) = source else { return nil }
        return ([cell.name] + path).joined(separator: ".")
    }

    /// The cell behind the binding, when it is a `@State`'s.
    var cell: StateCell? {
        if case .cell(let cell) = source, path.isEmpty { return cell }
        return nil
    }

    /// The binding to the member `name` of this binding's value.
    func appending(_ name: String) -> StateBinding {
        StateBinding(source: source, path: path + [name])
    }
}

/// Which property wrapper a stored property of a struct declares.
enum PropertyWrapper {
    /// `@State`: the struct owns the value, stored in a cell that outlives the struct's copies.
    case state
    /// `@Binding`: the value belongs to someone else; the struct holds a binding to it.
    case binding
}
