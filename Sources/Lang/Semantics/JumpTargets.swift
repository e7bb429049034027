/// How many loops, switches and `if`/`do` statements enclose the statement being checked within
/// its function or closure: an unlabelled `break` needs a loop or a switch, `continue` a loop.
struct JumpTargets {
    var loops = 0
    var switches = 0
    var ifsAndDos = 0

    /// swiftc's error for an unlabelled `break` with no loop or switch to leave: inside an `if`
    /// or `do` it wants a label, elsewhere it has nothing to leave.
    func checkBreak(at range: SourceRange, in checker: Checker) {
        guard loops == 0, switches == 0 else { return }
        if ifsAndDos > 0 {
            checker.error("unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do",
                          range)
        } else {
            checker.error("'break' is only allowed inside a loop, if, do, or switch", range)
        }
    }
}
