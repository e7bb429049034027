/// A part of a local variable passed `&` where swiftc proves the access apart from another one
/// the call makes to the same variable (`addInto(&p.a, &p.b)`, or `&p.a` beside a closure of the
/// same call that changes `p.b`): copied in and assigned back, rather than moved out for an
/// exclusive access to the whole variable (`Place.access`), which the other one would meet as
/// the exclusivity trap. (For a global, or a variable a nested function captures, swiftc's
/// program checks the whole variable while it runs, and traps: those places are moved.)
final class CopiedPlace: Place {
    let place: Place

    init(_ place: Place) {
        self.place = place
        super.init(line: place.line)
    }

    override var hasOperands: Bool { place.hasOperands }

    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        guard place.hasOperands else { return self }
        return CopiedPlace(try place.resolved(frame, interpreter))
    }

    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try place.get(frame, interpreter)
    }

    override func set(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        try place.set(value, frame, interpreter)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        try place.modify(frame, interpreter, body)
    }
}
