/// `base[keyPath: path]` as an assignable place, for a `WritableKeyPath` value (the prelude's
/// struct: its getter, its text, its setter `(Root, Value) -> Root`): the setter makes the new
/// root, which goes back into `base`.
final class KeyPathPlace: Place {
    let base: Place
    let path: Expression

    init(base: Place, path: Expression, line: Int) {
        self.base = base
        self.path = path
        super.init(line: line)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        guard case .structValue(_, let fields) = try path.evaluate(frame, interpreter).unboxed, fields.count == 3,
              case .function(let getter) = fields[0], case .function(let setter) = fields[2] else {
            throw RuntimeError("key path of the wrong shape", line: line)
        }
        let root = try base.get(frame, interpreter)
        var value = try interpreter.call(getter, [root], line: line)
        try body(&value)
        try base.set(try interpreter.call(setter, [root, value], line: line), frame, interpreter)
    }
}
