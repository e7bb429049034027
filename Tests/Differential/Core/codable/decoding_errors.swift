// DecodingError's cases as Foundation prints them, with coding paths, and caught by pattern.
import Foundation

struct Entry: Codable {
    var name: String
}

struct Log: Codable {
    var count: Int
    var entries: [Entry]
    var flag: Bool?
}

func attempt(_ json: String) {
    do {
        let log = try JSONDecoder().decode(Log.self, from: json.data(using: .utf8)!)
        print("decoded", log.count, log.entries.count, log.flag as Any)
    } catch {
        print(error)
    }
}

attempt(#"{"count":1,"entries":[{"name":"a"}]}"#)
attempt(#"{"entries":[]}"#)
attempt(#"{"count":"one","entries":[]}"#)
attempt(#"{"count":1,"entries":[{"name":"a"},{"name":2}]}"#)
attempt(#"{"count":1,"entries":[{"name":"a"},{}]}"#)
attempt(#"{"count":null,"entries":[]}"#)
attempt(#"{"count":1,"entries":{}}"#)
attempt(#"{"count":1,"entries":[null]}"#)
attempt(#"{"count":1,"entries":[],"flag":1}"#)
attempt(#"{"count":true,"entries":[]}"#)
attempt(#"{"count":[1],"entries":[]}"#)
attempt(#"{"count":1,"#)
attempt("[]")
attempt(#"{"count":2.0,"entries":[]}"#)
do {
    _ = try JSONDecoder().decode(Log.self, from: #"{"count":1}"#.data(using: .utf8)!)
} catch DecodingError.keyNotFound(let key, let context) {
    print("missing", key.stringValue, context.codingPath.count, context.debugDescription)
} catch {
    print("other")
}
do {
    _ = try JSONDecoder().decode(Int.self, from: "\"7\"".data(using: .utf8)!)
} catch let DecodingError.typeMismatch(_, context) {
    print("mismatch:", context.debugDescription)
} catch {
    print("other")
}

// expect: decoded 1 1 nil
// expect: DecodingError.keyNotFound: Key 'count' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "count", intValue: nil) ("count").
// expect: DecodingError.typeMismatch: expected value of type Int. Path: count. Debug description: Expected to decode Int but found a string instead.
// expect: DecodingError.typeMismatch: expected value of type String. Path: entries[1].name. Debug description: Expected to decode String but found number instead.
// expect: DecodingError.keyNotFound: Key 'name' not found in keyed decoding container. Path: entries[1]. Debug description: No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name").
// expect: DecodingError.valueNotFound: Expected value of type Int but found null instead. Path: count. Debug description: Cannot get value of type Int -- found null value instead
// expect: DecodingError.typeMismatch: expected value of type Array<Any>. Path: entries. Debug description: Expected to decode Array<Any> but found a dictionary instead.
// expect: DecodingError.valueNotFound: Expected value of type Dictionary<String, Any> but found null instead. Path: entries[0]. Debug description: Cannot get keyed decoding container -- found null value instead
// expect: DecodingError.typeMismatch: expected value of type Bool. Path: flag. Debug description: Expected to decode Bool but found number instead.
// expect: DecodingError.typeMismatch: expected value of type Int. Path: count. Debug description: Expected to decode Int but found bool instead.
// expect: DecodingError.typeMismatch: expected value of type Int. Path: count. Debug description: Expected to decode Int but found an array instead.
// expect: DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.
// expect: DecodingError.typeMismatch: expected value of type Dictionary<String, Any>. Debug description: Expected to decode Dictionary<String, Any> but found an array instead.
// expect: decoded 2 0 nil
// expect: missing entries 0 No value associated with key CodingKeys(stringValue: "entries", intValue: nil) ("entries").
// expect: mismatch: Expected to decode Int but found a string instead.
