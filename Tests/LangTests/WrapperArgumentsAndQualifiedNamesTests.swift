import Canvas
import Testing
@testable import Lang

/// Three gaps real SwiftUI code found: a property wrapper whose attribute's arguments fix its
/// type (`@Environment(\.colorScheme) var scheme`), member types of the standard library's
/// generic types (`[String: Int].Keys`), and module-qualified names of library types a program
/// declares again (`SwiftUI.Shape` beside its own `Shape`). Each agrees with swiftc against the
/// stub (Tests/Differential/SwiftUI/accepted/environment_wrapped_type.swift,
/// module_qualified_shadowed.swift; core corpus collections/standard_member_types.swift,
/// language/module_qualified_shadowed_names.swift).
@Suite struct WrapperArgumentsAndQualifiedNamesTests {
    /// The error messages of `source` run in a fresh session.
    func errors(_ source: String) -> [String] {
        Lang.Session().run(source).diagnostics.filter { $0.severity == .error }.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
    }

    /// `@Environment(\.colorScheme) var scheme` has the key path's type without an annotation,
    /// reads the light appearance a figure is drawn in, and is left out of the memberwise
    /// initialiser (or passed as the wrapper itself), as swiftc's is.
    @Test func anEnvironmentPropertyTakesItsTypeFromTheKeyPath() throws {
        let printed = printedByCleanRun(#"""
            struct Badge: View {
                @Environment(\.colorScheme) var scheme
                @Environment(\.colorScheme) private var written: ColorScheme
                var label: String
                var body: some View { Text(scheme == .dark ? "dark" : label) }
                func describe() -> String { "\(scheme) \(written) \(type(of: scheme))" }
            }
            print(Badge(label: "ok").describe())
            print(Badge(scheme: Environment(\.colorScheme), label: "passed").describe())
            """#)
        #expect(printed == "light light ColorScheme\nlight light ColorScheme\n")
        let drawn = try cleanDisplayList(#"""
            struct Badge: View {
                @Environment(\.colorScheme) var scheme
                var body: some View { Text(scheme == .dark ? "dark" : "light") }
            }
            Badge()
            """#)
        #expect(drawn == (try cleanDisplayList(#"Text("light")"#)))
    }

    /// Every key the library's `EnvironmentValues` has gives its type to an unannotated
    /// property: a figure's are enabled, left to right and light, and `dismiss()` does nothing.
    @Test func everyEnvironmentKeyGivesItsType() {
        let printed = printedByCleanRun(#"""
            struct Sheet: View {
                @Environment(\.dismiss) var dismiss
                @Environment(\.isEnabled) private var isEnabled
                @Environment(\.layoutDirection) var direction
                @Environment(\.colorScheme) var scheme
                var body: some View { Text("x") }
                func close() -> String {
                    dismiss()
                    return "\(isEnabled) \(direction) \(scheme) \(type(of: dismiss))"
                }
            }
            print(Sheet().close())
            """#)
        #expect(printed == "true leftToRight light DismissAction\n")
    }

    /// An environment value is read-only: assigning it is swiftc's one error, in a view's
    /// method as anywhere.
    @Test func anEnvironmentPropertyCannotBeAssigned() {
        let source = #"""
            struct Badge: View {
                @Environment(\.colorScheme) var scheme
                var body: some View { Text("x") }
                func flip() { scheme = .dark }
            }
            """#
        #expect(errors(source) == ["4:19: cannot assign to property: 'scheme' is a get-only property"])
    }

    /// `[K: V].Keys`, `Dictionary<K, V>.Values`, `[T].Index` written as types are what the
    /// collection's members give, sugared or not; a member the type lacks is an error.
    @Test func standardLibraryMemberTypesNameWhatTheMembersGive() {
        let printed = printedByCleanRun("""
            let stock = ["pens": 4, "cups": 2]
            let names: [String: Int].Keys = stock.keys
            let counts: Dictionary<String, Int>.Values = stock.values
            let entry: [String: Int].Element = (key: "ink", value: 1)
            let index: [Double].Index = 1
            let tail: [Double].SubSequence = [1.5, 2.5][index...]
            print(names.sorted(), counts.sorted(), entry.key, tail)
            """)
        #expect(printed == #"["cups", "pens"] [2, 4] ink [2.5]"# + "\n")
        #expect(errors("let a: [Int].Foo = 1") == ["1:14: 'Foo' is not a member type of '[Int]'"])
    }

    /// A program's own `Shape` takes the plain name, and `SwiftUI.Shape` is still the library's
    /// protocol (the fourteenth real-code set's `struct LinearProgressView<Shape: SwiftUI.Shape>`
    /// declared globally); `SwiftUI.Color.red` and `SwiftUI.Circle()` name the library's types
    /// in expressions.
    @Test func aModuleQualifiedNameFindsTheLibraryTypeAProgramDeclaresAgain() throws {
        let drawn = try cleanDisplayList("""
            struct Shape { var sides = 4 }
            struct Color { var name = "mine" }
            struct Box: SwiftUI.Shape {
                func path(in rect: CGRect) -> Path { Path(rect) }
            }
            let tint: SwiftUI.Color = .red
            print(Shape().sides, Color().name)
            Box().fill(tint).frame(width: 20, height: 20)
            """)
        #expect(drawn == (try cleanDisplayList("Rectangle().fill(Color.red).frame(width: 20, height: 20)")))
        // In expressions too: a type's static member and its initialiser.
        let circle = try cleanDisplayList("""
            struct Circle { var radius = 3 }
            print(Circle().radius)
            SwiftUI.Circle().fill(SwiftUI.Color.blue)
            """)
        #expect(circle == (try cleanDisplayList("Circle().fill(Color.blue)")))
        #expect(errors("struct Shape {}\nstruct S: Swift.Shape {}") == ["2:17: no type named 'Shape' in module 'Swift'"])
    }
}
