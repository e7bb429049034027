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

    /// Whether a call with these `inout` places (and a mutating call's `self` place) resolves
    /// them in their arguments' turn (`evaluate`): when one has an index or key and either an
    /// argument is more than a constant (a moved place's node is one), so that their order can
    /// show (a place read as an argument would also evaluate its index again when written back),
    /// or there is a second access, which an index evaluated as its access begins would reach
    /// inside the first (swiftc begins them once every index is evaluated). A lone `xs[i()].m()`
    /// evaluates its index as its access begins, allocating nothing.
    static func resolves(_ inoutPlaces: [(Int, Place)], _ mutatedSelf: Place?, arguments: [Expression]) -> Bool {
        guard inoutPlaces.contains(where: { $0.1.hasOperands }) || mutatedSelf?.hasOperands == true else { return false }
        return inoutPlaces.count + (mutatedSelf == nil ? 0 : 1) > 1 || !arguments.allSatisfy { $0 is Constant }
    }

    /// The argument values, each `inout` place resolved in its argument's turn
    /// (`Place.resolved`), as swiftc evaluates `f(&xs[at(0)], by(2))`: `at` before `by`. A moved
    /// place's value is its node's `.void`; a copied place read as it is is read through the
    /// resolved place, so its index is evaluated once. The calls access the resolved places.
    static func evaluate(_ arguments: [Expression], moved: [(Int, Place)], copied: [(Int, Place)], _ frame: Frame,
                         _ interpreter: Interpreter) throws -> (values: [Value], moved: [(Int, Place)], copied: [(Int, Place)]) {
        var values: [Value] = []
        values.reserveCapacity(arguments.count)
        var moved = moved
        var copied = copied
        for (position, argument) in arguments.enumerated() {
            if let k = moved.firstIndex(where: { $0.0 == position }) {
                moved[k].1 = try moved[k].1.resolved(frame, interpreter)
                values.append(try argument.evaluate(frame, interpreter))
            } else if let k = copied.firstIndex(where: { $0.0 == position }) {
                let original = copied[k].1
                let place = try original.resolved(frame, interpreter)
                copied[k].1 = place
                if let read = argument as? PlaceGet, read.place === original {
                    values.append(try place.get(frame, interpreter))
                } else {
                    values.append(try argument.evaluate(frame, interpreter))
                }
            } else {
                values.append(try argument.evaluate(frame, interpreter))
            }
        }
        return (values, moved, copied)
    }
}
