// `#if swift(…)` compares with the language mode a program is compiled in (Swift 5 here,
// as 5.10) and `#if compiler(…)` with the compiler's own version (6.3.1): a clause whose
// condition is false is skipped, in a statement list and in a result builder alike.
#if swift(>=7)
print("swift 7")
#elseif swift(>=6)
print("swift 6")
#elseif swift(>=5.9)
print("swift 5.9 or later")
#else
print("older")
#endif
#if swift(<6)
print("swift < 6")
#endif
#if swift(>=5.10.1)
print("swift >= 5.10.1")
#endif
#if compiler(>=6.3)
print("compiler >= 6.3")
#endif
#if compiler(>=6.3.2)
print("compiler >= 6.3.2")
#endif
#if compiler(<7)
print("compiler < 7")
#endif
#if compiler(>=6) && !swift(>=6)
print("compiler 6, language 5")
#endif
#if compiler(>=6.4) || swift(>=5)
print("either")
#endif
@resultBuilder enum Lines {
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
}
func lines(@Lines _ body: () -> [String]) -> String { body().joined(separator: " ") }
print(lines {
    "a"
    #if swift(>=6)
    "six"
    #else
    "five"
    #endif
    #if compiler(>=6.3.1)
    "6.3.1"
    #endif
})

// expect: swift 5.9 or later
// expect: swift < 6
// expect: compiler >= 6.3
// expect: compiler < 7
// expect: compiler 6, language 5
// expect: either
// expect: a five 6.3.1
