// Without buildExpression each statement is passed to buildBlock as it is: an Int where
// buildBlock takes Strings is rejected at the Int.
print("this program must not run")
@resultBuilder struct Lines {
    static func buildBlock(_ parts: String...) -> String { parts.joined() }
}
func make(@Lines _ body: () -> String) -> String { body() }
print(make {
    "a"
    5
})

// expect error: cannot convert value of type 'Int' to expected argument type 'String'
