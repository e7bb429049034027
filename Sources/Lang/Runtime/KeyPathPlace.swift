/// `base[keyPath: path] = …` as an assignable place, for a writable key path value (the
/// prelude's struct: its getter, its text, its setter `(Root, Value) -> Root`): the setter makes
/// the new root, which goes back into `base`; a `ReferenceWritableKeyPath`'s setter writes through
/// a class instance, so nothing goes back (the base may be a `let`).
final class KeyPathPlace: Place {
    let base: Place
    let path: Expression

    init(base: Place, path: Expression, line: Int) {
        self.base = base
        self.path = path
        super.init(line: line)
    }

    override var hasOperands: Bool { true }

    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        let base = try self.base.resolved(frame, interpreter)
        return KeyPathPlace(base: base, path: Constant(try path.evaluate(frame, interpreter), line: line), line: line)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        guard case .structValue(let decl, let fields) = try path.evaluate(frame, interpreter).unboxed, fields.count == 3,
              case .function(let getter) = fields[0], case .function(let setter) = fields[2] else {
            throw RuntimeError("key path of the wrong shape", line: line)
        }
        let root = try base.get(frame, interpreter)
        var value = try interpreter.call(getter, [root], line: line)
        try body(&value)
        let newRoot = try interpreter.call(setter, [root, value], line: line)
        if Checker.keyPathKind(decl) != .referenceWritable { try base.set(newRoot, frame, interpreter) }
    }
}
