extension Inspector {
    /// The dotted name called by the innermost `(` still open at `cursor`: `Star(points: 5, |`
    /// gives `Star`, `p.addArc(|` gives `p.addArc`; nil inside a `{ }` block or outside calls.
    ///
    /// A forward scan that skips string literals (with their escapes) and `//` comments, so a
    /// parenthesis inside `"("` does not count. Square brackets are looked through, so an
    /// array argument still names its call; an open brace ends the search because a block's
    /// statements are not arguments. The cursor may be inside a string argument: `Text("hi|`
    /// still names `Text`.
    func enclosingCallee(in scalars: [Unicode.Scalar], before cursor: Int) -> String? {
        var open: [(bracket: Unicode.Scalar, index: Int)] = []
        var inString = false
        var index = 0
        let end = min(cursor, scalars.count)
        while index < end {
            let c = scalars[index]
            if inString {
                if c == "\\" { index += 1 } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "/", index + 1 < end, scalars[index + 1] == "/" {
                while index < end, scalars[index] != "\n" { index += 1 }
            } else if c == "(" || c == "[" || c == "{" {
                open.append((c, index))
            } else if c == ")" || c == "]" || c == "}" {
                _ = open.popLast()
            }
            index += 1
        }
        guard let call = open.last(where: { $0.bracket != "[" }), call.bracket == "(" else { return nil }
        var calleeEnd = call.index
        while calleeEnd > 0, scalars[calleeEnd - 1] == " " { calleeEnd -= 1 }
        var calleeStart = calleeEnd
        while calleeStart > 0, Self.isCalleeScalar(scalars[calleeStart - 1]) { calleeStart -= 1 }
        var callee = String(String.UnicodeScalarView(scalars[calleeStart..<calleeEnd]))
        while callee.hasPrefix(".") { callee.removeFirst() }
        return callee.isEmpty ? nil : callee
    }

    private static func isCalleeScalar(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "." || c.properties.isAlphabetic || ("0"..."9").contains(c)
    }
}
