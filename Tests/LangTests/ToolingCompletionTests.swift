import Testing
@testable import Lang

/// `Lang.Session.complete`: members from the checker's static types, names in scope, argument
/// labels; the cursor is where the string ends unless `|` marks it.
@Suite struct ToolingCompletionTests {
    /// Completes `cell` at its `|` (removed), or at its end.
    func complete(_ cell: String, in session: Lang.Session = Lang.Session()) -> Lang.Completion {
        let scalars = Array(cell.unicodeScalars)
        guard let bar = scalars.firstIndex(of: "|") else { return session.complete(cell, cursor: scalars.count) }
        var code = String.UnicodeScalarView()
        code.append(contentsOf: scalars[..<bar])
        code.append(contentsOf: scalars[(bar + 1)...])
        return session.complete(String(code), cursor: bar)
    }

    @Test func aStringLiteralsMembers() {
        let result = complete("\"abc\".up")
        #expect(result.texts == ["uppercased"])
        #expect(result.cursorStart == 6 && result.cursorEnd == 8)
        #expect(result.matches.first?.signature == "func uppercased() -> String")
    }

    @Test func anArrayLiteralsMembers() {
        let texts = complete("[1, 2].").texts
        for name in ["count", "map", "filter", "first", "isEmpty", "reduce"] { #expect(texts.contains(name)) }
        #expect(!texts.contains("uppercased"))
    }

    @Test func aUserStructsPropertiesAndMethodsFromAnEarlierCell() {
        let session = Lang.Session()
        let defined = session.run("""
            struct Circle {
                var radius: Double
                /// The area enclosed.
                var area: Double { Double.pi * radius * radius }
                func scaled(by factor: Double) -> Circle { Circle(radius: radius * factor) }
            }
            let c = Circle(radius: 2)
            """)
        #expect(defined.diagnostics.isEmpty)
        let result = complete("let d = c.scaled(by: 2)\nd.", in: session)
        #expect(result.texts == ["area", "radius", "scaled"])
        #expect(result.matches.map(\.signature) == ["var area: Double", "var radius: Double",
                                                    "func scaled(by: Double) -> Circle"])
    }

    @Test func aTypeDeclaredInTheSameCell() {
        let cell = "struct Tile { var side: Int; func scaled(_ k: Int) -> Tile { self } }\nlet t = Tile(side: 2)\nt."
        #expect(complete(cell).texts == ["scaled", "side"])
        #expect(Array(complete("struct Tile { var side: Int; func fit(width: Int) {} }\nTile(side: 1).fit(").texts.prefix(1)) == ["width:"])
    }

    @Test func membersInsideAStringInterpolation() {
        let session = Lang.Session()
        _ = session.run("let word = \"abc\"")
        #expect(complete("print(\"loud: \\(word.upp", in: session).texts == ["uppercased"])
        #expect(complete("print(\"n: \\(max(1, word.cou|)) done\")", in: session).texts == ["count"])
    }

    @Test func anErrorEarlierInTheCellDoesNotHideTypes() {
        #expect(complete("let bad: Int = \"x\"\nlet word = \"abc\"\nword.low").texts == ["lowercased"])
        #expect(complete("let = 5\nlet word = \"abc\"\nword.low").texts == ["lowercased"])
    }

    @Test func theMemberOfAChainUsesTheLastTypeNotTheFirst() {
        let session = Lang.Session()
        _ = session.run("let names = [\"a\", \"bc\"]")
        #expect(complete("let n = names.first!.is", in: session).texts == ["isEmpty"])
        #expect(complete("let n = names.count.isM", in: session).texts == ["isMultiple"])
    }

    @Test func optionalChainingOffersTheWrappedTypesMembers() {
        let session = Lang.Session()
        _ = session.run("let names = [\"a\", \"bc\"]")
        #expect(complete("let n = names.first?.upp", in: session).texts == ["uppercased"])
    }

    @Test func staticMembersOfStandardTypes() {
        #expect(complete("let x = Double.p").texts == ["pi"])
        #expect(complete("let x: Double = .inf").texts == ["infinity"])
        #expect(complete("let x = Int.ma").texts == ["max"])
    }

    @Test func membersInsideAnUnfinishedFunctionBody() {
        let result = complete("func f(s: String) {\n    let t = s + \"x\"\n    t.has|\n    let z = 1\n}")
        // A String is Hashable: `hash(into:)` and `hashValue` are its members too, as in Swift.
        #expect(result.texts == ["hasPrefix", "hasSuffix", "hash", "hashValue"])
    }

    @Test func enumCasesAndStaticMembersAfterATypeName() {
        let session = Lang.Session()
        _ = session.run("enum Shade { case light, dark\n static let standard = Shade.light }")
        #expect(complete("let s = Shade.", in: session).texts == ["dark", "init", "light", "standard"])
    }

    @Test func implicitMembersOfTheExpectedType() {
        let session = Lang.Session()
        _ = session.run("enum Shade { case light, dark }\nfunc paint(_ shade: Shade) {}")
        #expect(complete("let s: Shade = .d", in: session).texts == ["dark"])
        #expect(complete("paint(.|)", in: session).texts == ["dark", "init", "light"])
        #expect(complete("let o: Shade? = .l", in: session).texts == ["light"])
    }

    @Test func namesInScopeIncludeLocalsAboveTheCursorAndEarlierCells() {
        let session = Lang.Session()
        _ = session.run("let total = 10\nfunc twice(_ x: Int) -> Int { x * 2 }")
        let result = complete("func f(tally: Int) {\n    let tip = 1\n    t|\n    let tmp = 2\n}", in: session)
        for name in ["tally", "tip", "total", "twice", "true", "throw"] { #expect(result.texts.contains(name)) }
        #expect(!result.texts.contains("tmp"))
        #expect(result.matches.first { $0.text == "twice" }?.signature == "func twice(_: Int) -> Int")
        #expect(result.matches.first { $0.text == "tip" }?.signature == "Int")
    }

    @Test func insideAMethodSelfsMembersAreNames() {
        // Members declared below the cursor are cut off with the rest of the cell.
        let cell = "struct Ring {\n    var radius: Double\n    func rim() -> Double { r| }\n    func rounded() -> Ring { self }\n}"
        // `readLine`, `remainder` and `round` are the standard library's free functions.
        #expect(complete(cell).texts == ["radius", "readLine", "remainder", "repeat", "required", "rethrows", "return", "rim", "round"])
    }

    @Test func argumentLabelsOfTheEnclosingCallComeFirst() {
        let session = Lang.Session()
        _ = session.run("func place(x: Double, y: Double) {}\nstruct Box { func fit(width: Int, height: Int) {} }\nlet box = Box()")
        #expect(Array(complete("place(", in: session).texts.prefix(2)) == ["x:", "y:"])
        #expect(complete("place(x: 1, y", in: session).texts.first == "y:")
        #expect(Array(complete("box.fit(", in: session).texts.prefix(2)) == ["height:", "width:"])
    }

    @Test func aCellThatFailsToCheckDeclaresNothing() {
        let session = Lang.Session()
        _ = complete("struct Ghost { var boo = 1 }\nlet g = Ghost()\ng.")
        #expect(complete("Gho", in: session).texts.isEmpty)
        #expect(session.run("struct Ghost { var x = 2 }\nprint(Ghost().x)").output == "2\n")
    }
}

/// Completion checks half-typed cells; what they declare must not reach later cells.
@Suite struct ToolingIsolationTests {
    @Test func anExtensionInAHalfTypedCellAddsNothing() {
        let session = Lang.Session()
        _ = session.run("struct P {}\nprotocol Named {}")
        _ = session.complete("extension P: Named { func ghost() -> Int { 1 } }\nextension Int { func spook() {} }\nP().", cursor: 94)
        #expect(session.run("print(P().ghost())").isRejected)
        #expect(session.run("1.spook()").isRejected)
        #expect(session.run("let n: any Named = P()").isRejected)
    }
}

extension ToolingIsolationTests {
    @Test func aNestedTypesConformanceInAHalfTypedCellIsPutBack() {
        let session = Lang.Session()
        _ = session.run("struct Outer { struct Inner {} }\nprotocol Named {}")
        _ = session.complete("extension Outer.Inner: Named {}\nOuter.", cursor: 38)
        #expect(session.run("let n: any Named = Outer.Inner()").isRejected)
        // Run for real, the same extension does make the conversion valid.
        _ = session.run("extension Outer.Inner: Named {}")
        #expect(!session.run("let n: any Named = Outer.Inner()").isRejected)
    }
}
