// guard case exits unless the pattern matches.
enum Result { case ok(Int), failure(String) }
func value(_ r: Result) -> Int {
    guard case .ok(let v) = r else {
        print("no value")
        return -1
    }
    return v * 2
}
print(value(.ok(21)))
print(value(.failure("bad")))

// expect: 42
// expect: no value
// expect: -1
