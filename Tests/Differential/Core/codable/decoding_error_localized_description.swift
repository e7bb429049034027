// A DecodingError's localizedDescription is Foundation's sentence for its NSCocoaErrorDomain code:
// a value of the wrong type or data that is not JSON "isn't in the correct format", a key or
// value that is not there "is missing"; printing the error gives its cases in full.
import Foundation
struct Point: Codable { var x: Int; var y: Int }
for json in [#"{"x": "one", "y": 2}"#, #"{"x": 1}"#, #"{"x": null, "y": 2}"#, #"{"x": "#, #"[1, 2]"#] {
    do {
        let point = try JSONDecoder().decode(Point.self, from: Data(json.utf8))
        print(point)
    } catch {
        print(error.localizedDescription)
        print(error)
    }
}
do {
    _ = try JSONEncoder().encode([Double.nan])
} catch {
    print(error.localizedDescription)
}

// expect: The operation could not be completed. The data isn’t in the correct format.
// expect: DecodingError.typeMismatch: expected value of type Int. Path: x. Debug description: Expected to decode Int but found a string instead.
// expect: The operation could not be completed. The data is missing.
// expect: DecodingError.keyNotFound: Key 'y' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "y", intValue: nil) ("y").
// expect: The operation could not be completed. The data is missing.
// expect: DecodingError.valueNotFound: Expected value of type Int but found null instead. Path: x. Debug description: Cannot get value of type Int -- found null value instead
// expect: The operation could not be completed. The data isn’t in the correct format.
// expect: DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.
// expect: The operation could not be completed. The data isn’t in the correct format.
// expect: DecodingError.typeMismatch: expected value of type Dictionary<String, Any>. Debug description: Expected to decode Dictionary<String, Any> but found an array instead.
// expect: The operation could not be completed. The data isn’t in the correct format.
