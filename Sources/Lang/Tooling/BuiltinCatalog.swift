/// The standard library members and functions Lang implements, with the signature and one-line
/// summary completion and inspection show. The checker implements them as `switch` cases, so this
/// table is kept beside them; `ToolingCatalogTests` checks every entry's `sample` against the checker.
struct BuiltinEntry {
    enum Kind: String { case property, method, function, type }

    let name: String
    let kind: Kind
    let signature: String
    let summary: String
    /// What follows the name in a use the checker accepts: `""` for a property, `"()"`, `"(2)"`.
    let sample: String
}

enum BuiltinCatalog {
    private static func p(_ name: String, _ signature: String, _ summary: String) -> BuiltinEntry {
        BuiltinEntry(name: name, kind: .property, signature: signature, summary: summary, sample: "")
    }

    private static func m(_ name: String, _ signature: String, _ summary: String, _ sample: String) -> BuiltinEntry {
        BuiltinEntry(name: name, kind: .method, signature: signature, summary: summary, sample: sample)
    }

    /// Instance members by the type's `Environment.builtinKey` (`Array` for every array type).
    static let members: [String: [BuiltinEntry]] = [
        "String": [
            p("count", "var count: Int { get }", "The number of characters in the string."),
            p("isEmpty", "var isEmpty: Bool { get }", "Whether the string has no characters."),
            p("first", "var first: Character? { get }", "The first character, or nil if the string is empty."),
            p("last", "var last: Character? { get }", "The last character, or nil if the string is empty."),
            m("uppercased", "func uppercased() -> String", "The string with every letter in upper case.", "()"),
            m("lowercased", "func lowercased() -> String", "The string with every letter in lower case.", "()"),
            m("hasPrefix", "func hasPrefix(_ prefix: String) -> Bool", "Whether the string begins with `prefix`.", "(\"a\")"),
            m("hasSuffix", "func hasSuffix(_ suffix: String) -> Bool", "Whether the string ends with `suffix`.", "(\"a\")"),
            m("contains", "func contains(_ other: String) -> Bool", "Whether `other` occurs in the string.", "(\"a\")"),
            m("reversed", "func reversed() -> [Character]", "The characters in reverse order.", "()"),
            m("split", "func split(separator: Character) -> [Substring]", "The pieces between the separators.", "(separator: \",\")"),
        ],
        "Array": [
            p("count", "var count: Int { get }", "The number of elements."),
            p("isEmpty", "var isEmpty: Bool { get }", "Whether the array has no elements."),
            p("first", "var first: Element? { get }", "The first element, or nil if the array is empty."),
            p("last", "var last: Element? { get }", "The last element, or nil if the array is empty."),
            p("indices", "var indices: Range<Int> { get }", "The valid subscripts, in order."),
            m("map", "func map<T>(_ transform: (Element) throws -> T) rethrows -> [T]", "The results of `transform` on each element.", "({ $0 })"),
            m("filter", "func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element]", "The elements for which `isIncluded` is true.", "({ _ in true })"),
            m("reduce", "func reduce<Result>(_ initial: Result, _ next: (Result, Element) throws -> Result) rethrows -> Result", "Combines the elements, starting from `initial`.", "(0, { a, _ in a })"),
            m("sorted", "func sorted() -> [Element]", "The elements in increasing order.", "()"),
            m("reversed", "func reversed() -> [Element]", "The elements in reverse order.", "()"),
            m("contains", "func contains(_ element: Element) -> Bool", "Whether the array contains `element`.", "(1)"),
            m("enumerated", "func enumerated() -> [(offset: Int, element: Element)]", "Pairs of each element's offset and the element.", "()"),
            m("append", "mutating func append(_ newElement: Element)", "Adds an element at the end.", "(1)"),
            m("forEach", "func forEach(_ body: (Element) throws -> Void) rethrows", "Calls `body` on each element, in order.", "({ _ in })"),
        ],
        "Dictionary": [
            p("count", "var count: Int { get }", "The number of key-value pairs."),
            p("isEmpty", "var isEmpty: Bool { get }", "Whether the dictionary has no pairs."),
            p("keys", "var keys: Keys { get }", "The keys."),
            p("values", "var values: Values { get }", "The values."),
        ],
        "Set": [
            p("count", "var count: Int { get }", "The number of elements."),
            p("isEmpty", "var isEmpty: Bool { get }", "Whether the set has no elements."),
            m("contains", "func contains(_ member: Element) -> Bool", "Whether `member` is in the set.", "(1)"),
            m("union", "func union(_ other: Set<Element>) -> Set<Element>", "The elements in either set.", "(s)"),
            m("intersection", "func intersection(_ other: Set<Element>) -> Set<Element>", "The elements in both sets.", "(s)"),
        ],
        "Int": [
            p("magnitude", "var magnitude: UInt { get }", "The absolute value, as an unsigned integer."),
            p("nonzeroBitCount", "var nonzeroBitCount: Int { get }", "The number of bits equal to 1."),
            m("isMultiple", "func isMultiple(of other: Int) -> Bool", "Whether the value is a multiple of `other`.", "(of: 2)"),
            m("signum", "func signum() -> Int", "-1, 0 or 1 by the value's sign.", "()"),
        ],
        "Double": [
            p("magnitude", "var magnitude: Double { get }", "The absolute value."),
            p("isNaN", "var isNaN: Bool { get }", "Whether the value is NaN."),
            p("isFinite", "var isFinite: Bool { get }", "Whether the value is neither infinite nor NaN."),
            m("rounded", "func rounded() -> Double", "The value rounded to an integral value, halves away from zero.", "()"),
            m("squareRoot", "func squareRoot() -> Double", "The square root of the value.", "()"),
            m("truncatingRemainder", "func truncatingRemainder(dividingBy other: Double) -> Double", "The remainder of division, truncating the quotient.", "(dividingBy: 2)"),
        ],
        "Bool": [
            m("toggle", "mutating func toggle()", "Flips the value.", "()"),
        ],
    ]

    /// Static members by the same key (`Int.max`, `Double.pi`, `.infinity` where a `Double` is expected).
    static let staticMembers: [String: [BuiltinEntry]] = [
        "Int": [
            p("max", "static var max: Int { get }", "The largest representable integer."),
            p("min", "static var min: Int { get }", "The smallest representable integer."),
            p("zero", "static var zero: Int { get }", "Zero."),
        ],
        "Double": [
            p("pi", "static var pi: Double { get }", "π, the ratio of a circle's circumference to its diameter."),
            p("infinity", "static var infinity: Double { get }", "Positive infinity."),
            p("nan", "static var nan: Double { get }", "A quiet NaN (not a number)."),
            p("greatestFiniteMagnitude", "static var greatestFiniteMagnitude: Double { get }", "The largest finite value."),
            p("ulpOfOne", "static var ulpOfOne: Double { get }", "The distance from 1.0 to the next larger value."),
        ],
    ]

    /// The free functions, by name.
    static let functions: [String: BuiltinEntry] = Dictionary(uniqueKeysWithValues: [
        BuiltinEntry(name: "print", kind: .function, signature: "func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")",
                     summary: "Writes the items' descriptions to the cell's output.", sample: "(1)"),
        BuiltinEntry(name: "min", kind: .function, signature: "func min<T: Comparable>(_ x: T, _ y: T) -> T",
                     summary: "The lesser of two values.", sample: "(1, 2)"),
        BuiltinEntry(name: "max", kind: .function, signature: "func max<T: Comparable>(_ x: T, _ y: T) -> T",
                     summary: "The greater of two values.", sample: "(1, 2)"),
        BuiltinEntry(name: "abs", kind: .function, signature: "func abs<T: Comparable & SignedNumeric>(_ x: T) -> T",
                     summary: "The absolute value.", sample: "(-1)"),
        BuiltinEntry(name: "sqrt", kind: .function, signature: "func sqrt(_ x: Double) -> Double",
                     summary: "The square root.", sample: "(2.0)"),
        BuiltinEntry(name: "stride", kind: .function, signature: "func stride<T: Strideable>(from start: T, to end: T, by stride: T.Stride) -> StrideTo<T>",
                     summary: "The values from `start` towards `end`, not including it, `stride` apart.", sample: "(from: 0, to: 4, by: 2)"),
    ].map { ($0.name, $0) })

    /// The type names a cell can use without declaring them.
    static let typeNames = ["Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Array",
                            "Dictionary", "Set", "Optional", "Int8", "Int16", "Int32", "Int64",
                            "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// The catalog key of a type's instance members, if it has any here.
    static func key(of type: SwiftType) -> String? {
        switch type {
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .set: "Set"
        case .string: "String"
        case .int, .fixedInt: "Int"
        case .double, .float, .cgFloat: "Double"
        case .bool: "Bool"
        default: nil
        }
    }
}
