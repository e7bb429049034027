/// The `inout` arguments of a call (`DirectCall`, `ValueCall`) that are plain storage read as
/// they are (`&memo`, `&xs[i]`, `&g`): moved into the callee's slots for the call, under an
/// access to their variables (`Place.access`), rather than copied in and assigned back after.
enum InoutAccesses {
    /// The places of `inoutPlaces` to move, their argument nodes in `arguments` made `.void`
    /// constants. Only a read of the place itself: a converted one (a String index crossing
    /// into the body) is evaluated, and copied, as before.
    static func moved(_ inoutPlaces: [(Int, Place)], arguments: inout [Expression], line: Int) -> [(Int, Place)] {
        var moved: [(Int, Place)] = []
        for (index, place) in inoutPlaces where arguments.indices.contains(index) && place.isStorage {
            guard let read = arguments[index] as? PlaceGet, read.place === place else { continue }
            arguments[index] = Constant(.void, line: line)
            moved.append((index, place))
        }
        return moved
    }

    /// Runs `call` inside the accesses of `moved` from `position` on, each place's value moved
    /// into its callee slot (`offset` past the arguments' index) and back (`DirectCall.lend`).
    static func run(_ moved: [(Int, Place)], from position: Int = 0, offset: Int, _ callee: Frame, _ frame: Frame,
                    _ interpreter: Interpreter, line: Int, _ call: () throws -> Void) throws {
        guard position < moved.count else { return try call() }
        let slot = moved[position].0 + offset
        guard callee.holds(slot) else {
            return try run(moved, from: position + 1, offset: offset, callee, frame, interpreter, line: line, call)
        }
        try moved[position].1.access(frame, interpreter) { value in
            try DirectCall.lend(&value, to: callee, slot: slot, line: line) {
                try run(moved, from: position + 1, offset: offset, callee, frame, interpreter, line: line, call)
            }
        }
    }
}
