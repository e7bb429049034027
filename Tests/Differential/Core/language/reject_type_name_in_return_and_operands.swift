// A type's bare name in a `return`, a ternary's branch and a comparison's operand: each rejected.
print("this program must not run")
struct Tag {}
func kind() -> Any { return Tag }
let same = Tag.self == Tag
let chosen: Any.Type = true ? Tag.self : Tag
print(kind(), same, chosen)

// expect error: expected member name or initializer call after type name
