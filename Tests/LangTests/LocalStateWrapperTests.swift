import Testing
@testable import Lang

/// A property wrapper on a local variable, which swiftc accepts in a function, a closure and a
/// view builder (and refuses at the top level of a cell): `@State var x = 3` declares `x`, its
/// storage `_x` and its projection `$x`. The printed output is what swiftc 6.3.1's program of
/// the same code printed, with a stand-in `State` whose storage is a class as the prelude's is.
@Suite struct LocalStateWrapperTests {
    static let function = """
        func f() -> Int {
            @State var x = 3
            x += 1
            let b = $x
            b.wrappedValue *= 10
            @State var names: [String] = []
            names.append("a")
            print(names, _x.wrappedValue, type(of: $x))
            return x
        }
        print(f())
        """

    @Test func aLocalStateReadsAndWritesThroughItsStorageAndProjection() {
        let result = Lang.Session().run(Self.function)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        #expect(result.runtimeError == nil)
        #expect(result.output == "[\"a\"] 40 Binding<Int>\n40\n")
    }

    @Test func aClosuresLocalStateAndOneACapturingClosureChanges() {
        let result = Lang.Session().run("""
            let c = { () -> Int in
                @State var z = 1
                z += 1
                return z
            }
            print(c())
            func h() {
                @State var count = 0
                let bump = { count += 1 }
                bump(); bump()
                print(count, $count.wrappedValue)
            }
            h()
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        #expect(result.output == "2\n2 2\n")
    }

    /// swiftc 6.3.1 runs this with the stand-in State and prints what is expected: the first
    /// assignment makes the storage (definite initialisation), the later ones go through it (a
    /// loop's body makes a new one each time round).
    @Test func aLocalStateDeclaredWithoutAValueIsMadeByItsFirstAssignment() {
        let result = Lang.Session().run("""
            func f() {
                @State var x: Int
                x = 4
                print(x)
                x += 1
                let b = $x
                print(x, _x.wrappedValue, b.wrappedValue)
                @State var s: String
                if x > 10 { s = "b" } else { s = "a" }
                print(s)
                @State var scale: Double
                scale = 2
                @State var xs: [Int]
                xs = [1]
                print(scale, xs)
            }
            f()
            func h() {
                for i in 0..<2 {
                    @State var k: Int
                    k = i + 4
                    print(k)
                }
            }
            h()
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        #expect(result.runtimeError == nil)
        #expect(result.output == "4\n5 5 5\na\n2.0 [1]\n4\n5\n")
    }

    /// swiftc 6.3.1 with the stand-in State (compiled: definite initialisation runs on SIL).
    @Test func aReadBeforeTheFirstAssignmentIsSwiftcsError() {
        let source = "func g() {\n    @State var y: Int\n    print(y)\n    y = 1\n}"
        #expect(Lang.Session().run(source).diagnostics.filter { $0.severity == .error }.map(\.description)
            == ["3:11: error: variable '_y' used by function definition before being initialized"])
    }

    @Test func theProjectionIsGetOnlyAsSwiftcSays() {
        let source = "func g() {\n    @State var y = 1\n    $y = $y\n}"
        #expect(Lang.Session().run(source).diagnostics.map(\.description) == ["3:5: error: cannot assign to value: '$y' is immutable"])
    }

    @Test func aRedeclarationIsOneErrorAtTheNameAsSwiftcSays() {
        let source = "func g() {\n    @State var y = 1\n    @State var y = 2\n    print(y)\n}"
        #expect(Lang.Session().run(source).diagnostics.filter { $0.severity == .error }.map(\.description)
            == ["3:16: error: invalid redeclaration of 'y'"])
    }

    @Test func aViewBuildersLocalStateBindsItsControl() throws {
        let session = Lang.Session()
        let result = session.run("""
            struct Switch: View {
                var body: some View {
                    @State var on = true
                    Toggle("On", isOn: $on)
                }
            }
            Switch()
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        #expect(try session.cellFigure() != nil)
    }

    @Test func atTheTopLevelItIsStillSwiftcsError() {
        let errors = Lang.Session().run("@State var x = 0\nprint($x)").diagnostics.filter { $0.severity == .error }
        #expect(errors.first?.message == "property wrappers are not yet supported in top-level code")
    }
}
