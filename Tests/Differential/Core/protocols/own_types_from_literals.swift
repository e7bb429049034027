// A program's type made from literals through its `ExpressibleBy…Literal` conformances: string,
// Boolean, floating-point, array, dictionary and `nil` literals call the type's literal
// initialiser where the context wants the type (or an optional of it), nested too.
enum JSON: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
           ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    case int(Int), string(String), bool(Bool), double(Double), array([JSON]), object([String: JSON]), null
    init(integerLiteral value: Int) { self = .int(value) }
    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(floatLiteral value: Double) { self = .double(value) }
    init(arrayLiteral elements: JSON...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSON)...) {
        var d: [String: JSON] = [:]
        for (k, v) in elements { d[k] = v }
        self = .object(d)
    }
    init(nilLiteral: ()) { self = .null }
}
struct Name: ExpressibleByStringLiteral {
    let text: String
    init(stringLiteral value: String) { text = value.uppercased() }
}
let a: JSON = 5
let b: JSON = "hi"
let c: JSON = true
let d: JSON = 2.5
let e: JSON = [1, "x", nil, [false]]
let f: JSON = ["k": 1]
let g: JSON = nil
print(a, b, c, d, e, f, g)
func take(_ j: JSON) -> String { "\(j)" }
print(take(7), take(["a", 1.5]), take(["n": ["m": true]]))
let maybe: JSON? = "wrapped"
let none: JSON? = nil
print(maybe as Any, none as Any)
let n: Name = "ada"
let names: [Name] = ["x", "y"]
print(n.text, names.map(\.text))

// expect: int(5) string("hi") bool(true) double(2.5) array([main.JSON.int(1), main.JSON.string("x"), main.JSON.null, main.JSON.array([main.JSON.bool(false)])]) object(["k": main.JSON.int(1)]) null
// expect: int(7) array([main.JSON.string("a"), main.JSON.double(1.5)]) object(["n": main.JSON.object(["m": main.JSON.bool(true)])])
// expect: Optional(main.JSON.string("wrapped")) nil
// expect: ADA ["X", "Y"]
