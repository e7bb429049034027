/// The arrays a `for` loop's body appends to on every iteration (`xs.append(e)` as a statement
/// of the body itself, not inside an `if` or a nested block), so that the loop can give each
/// room for all its iterations before it starts.
///
/// Growing an array by doubling touches every intermediate buffer once more: a 100,000-element
/// array of 24-byte values leaves 3 MB of fresh pages behind it, and on this kind of machine the
/// page faults cost more than the loop's arithmetic (the blob benchmark spent a third of its CPU
/// time in the kernel, docs/benchmarks.md). What a loop reserves is address space: pages are
/// touched only as elements arrive, so a loop that stops early costs nothing but the mapping.
struct LoopAppends {
    /// Each appended variable, with how many times one iteration appends to it.
    private let targets: [(location: StorageLocation, perIteration: Int)]

    /// The most elements reserved for one array at a loop's start (24 MB of address space);
    /// beyond it the array grows by doubling as usual.
    static let largestReservation = 1 << 20

    /// The appends among `body`'s own statements.
    init(body: Statement) {
        let statements = (body as? Block)?.statements ?? [body]
        var targets: [(location: StorageLocation, perIteration: Int)] = []
        for statement in statements {
            guard let append = (statement as? AppendStatement)?.append
                    ?? (statement as? ExpressionStatement)?.expression as? VariableAppend else { continue }
            if let index = targets.firstIndex(where: { $0.location == append.location }) {
                targets[index].perIteration += 1
            } else {
                targets.append((append.location, 1))
            }
        }
        self.targets = targets
    }

    /// Whether the body appends to no variable on every iteration.
    var isEmpty: Bool { targets.isEmpty }

    /// Gives every appended array room for `iterations` more runs of the body, seen from the
    /// frame the body runs in.
    func reserve(iterations: Int, _ frame: Frame, _ interpreter: Interpreter) {
        guard iterations > 0 else { return }
        for (location, perIteration) in targets {
            let (wanted, overflow) = iterations.multipliedReportingOverflow(by: perIteration)
            let extra = overflow ? Self.largestReservation : min(wanted, Self.largestReservation)
            location.withFrame(frame, interpreter) { target, slot in target.reserveArrayCapacity(slot, forMore: extra) }
        }
    }
}
