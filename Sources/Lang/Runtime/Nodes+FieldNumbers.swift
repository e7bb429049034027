/// Assignments to an `Int` or `Double` stored property of a struct or tuple variable
/// (`self.minX = min(minX, p.x)` in a mutating method, `summary.length += d`): the number is
/// computed without a `Value` and stored in the variable's field array in place
/// (`Frame.storeField`). A base that holds no struct or tuple there (a class instance, a boxed
/// value) goes through the place, as `Assignment` and `CompoundAssignment` do.

/// `variable.property = value` for a number property.
final class FieldNumberStore: Statement {
    let place: FieldPlace
    let location: StorageLocation
    let value: Expression
    let isDouble: Bool

    init(_ place: FieldPlace, _ location: StorageLocation, _ value: Expression, isDouble: Bool, line: Int) {
        self.place = place
        self.location = location
        self.value = value
        self.isDouble = isDouble
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        let index = place.index
        // Each branch builds its `Value` where it stores it, as `NumberStore` does.
        if isDouble {
            let number = try value.evaluateDouble(frame, interpreter)
            if location.withFrame(frame, interpreter, { $0.storeField(.double(number), $1, index) }) { return .normal }
            try place.set(.double(number), frame, interpreter)
        } else {
            let number = try value.evaluateInt(frame, interpreter)
            if location.withFrame(frame, interpreter, { $0.storeField(.int(number), $1, index) }) { return .normal }
            try place.set(.int(number), frame, interpreter)
        }
        return .normal
    }
}

/// `variable.property op= rhs` for a number property: the right side first, then the property
/// read in place, computed and stored back (the order `CompoundAssignment` keeps).
final class FieldNumberCompoundAssignment: Statement {
    let arithmetic: Arithmetic
    let place: FieldPlace
    let location: StorageLocation
    let rhs: Expression

    init(_ arithmetic: Arithmetic, _ place: FieldPlace, _ location: StorageLocation, _ rhs: Expression, line: Int) {
        self.arithmetic = arithmetic
        self.place = place
        self.location = location
        self.rhs = rhs
        super.init(line: line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        let index = place.index
        let arithmetic = arithmetic
        let line = line
        if case .int = arithmetic.operands {
            let b = try rhs.evaluateInt(frame, interpreter)
            let stored = try location.withFrame(frame, interpreter) { target, slot in
                guard let a = target.intField(slot, index) else { return false }
                return target.storeField(.int(try arithmetic.integer(a, b, line: line)), slot, index)
            }
            if !stored { try applyInPlace(.int(b), frame, interpreter) }
        } else {
            let b = try rhs.evaluateDouble(frame, interpreter)
            let stored = location.withFrame(frame, interpreter) { target, slot in
                guard let a = target.doubleField(slot, index) else { return false }
                return target.storeField(.double(arithmetic.floating(a, b)), slot, index)
            }
            if !stored { try applyInPlace(.double(b), frame, interpreter) }
        }
        return .normal
    }

    /// The general path, through the place.
    private func applyInPlace(_ b: Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        let arithmetic = arithmetic
        let line = line
        try place.modify(frame, interpreter) { value in value = try arithmetic.apply(value, b, line: line) }
    }
}
