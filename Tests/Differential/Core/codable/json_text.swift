// JSON text as JSONEncoder writes it: string escapes, slashes, numbers; JSONDecoder reads escapes and whole numbers.
import Foundation

let encoder = JSONEncoder()
print(String(data: try encoder.encode("a/b\"c\\d\n\t\u{1}é"), encoding: .utf8)!)
print(String(data: try encoder.encode([1.0, 0.1, 2.5e20, 1e-7, -0.0, 100, 123456789.0, 1e16]), encoding: .utf8)!)
print(String(data: try encoder.encode([Float(1.1), 2]), encoding: .utf8)!)
print(String(data: try encoder.encode([1, nil, 3] as [Int?]), encoding: .utf8)!)
print(String(data: try encoder.encode(Optional<Int>.none), encoding: .utf8)!)
print(String(data: try encoder.encode(true), encoding: .utf8)!)
encoder.outputFormatting = .withoutEscapingSlashes
print(String(data: try encoder.encode(["a/b"]), encoding: .utf8)!)
let decoder = JSONDecoder()
print(try decoder.decode(String.self, from: #""\u00e9\n\/x""#.data(using: .utf8)!))
print(try decoder.decode([Double].self, from: "[3, 1.5, -2e2]".data(using: .utf8)!))
print(try decoder.decode(Int.self, from: " 1.0 ".data(using: .utf8)!))
print(try decoder.decode([String: [Int]].self, from: #"{"a":[1,2]}"#.data(using: .utf8)!))
do {
    _ = try encoder.encode(Double.nan)
} catch {
    print(error)
}

// expect: "a\/b\"c\\d\n\t\u0001é"
// expect: [1,0.1,2.5e+20,1e-07,-0,100,123456789,1e+16]
// expect: [1.1,2]
// expect: [1,null,3]
// expect: null
// expect: true
// expect: ["a/b"]
// expect: é
// expect: /x
// expect: [3.0, 1.5, -200.0]
// expect: 1
// expect: ["a": [1, 2]]
// expect: EncodingError.invalidValue: nan (Double). Debug description: Unable to encode Double.nan directly in JSON.
