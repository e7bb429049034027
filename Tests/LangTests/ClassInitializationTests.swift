import Testing
@testable import Lang

/// A subclass's initialiser sets its own stored properties before `super.init`: swiftc (its
/// definite-initialisation pass, which `swiftc -typecheck` does not run, so the script tests'
/// swiftc check cannot hold this) rejects the rest at the call's `init`, as recorded from swiftc
/// 6.3.1 in Tests/Differential/Core/classes/reject_super_init_missing.swift.
@Suite struct ClassInitializationTests {
    static let base = "class Base { var a: Int; init(a: Int) { self.a = a } }\n"

    @Test func aPropertySetAfterSuperInitIsSwiftcsError() {
        let source = Self.base + "class D: Base {\n    var b: Int\n    init(b: Int) {\n        super.init(a: 0)\n        self.b = b\n    }\n}"
        #expect(Lang.Session().run(source).diagnostics.map(\.description)
                == ["5:15: error: property 'self.b' not initialized at super.init call"])
    }

    @Test func propertiesSetBeforeSuperInitOrDefaultedRun() {
        let source = Self.base + """
            class D: Base {
                var b: Int
                var c: Int?
                let d = 3
                init(b: Int) {
                    self.b = b
                    super.init(a: 0)
                    self.b += 1
                }
            }
            class E: Base {
                var e: Int
                init() {
                    if true { e = 1 } else { e = 2 }
                    super.init(a: 1)
                }
            }
            print(D(b: 1).b, D(b: 1).c ?? 0, E().e)
            """
        let result = Lang.Session().run(source)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "2 0 1\n")
    }
}
