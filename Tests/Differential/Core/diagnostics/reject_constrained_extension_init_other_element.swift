// An initialiser of `extension Array where Element == Int` called on an array of strings.
print("this program must not run")
extension Array where Element == Int {
    init(upTo n: Int) { self = Array(0..<n) }
}
print([Int](upTo: 3))
print([String](upTo: 3))

// expect error: referencing initializer 'init(upTo:)' on 'Array' requires the types 'String' and 'Int' be equivalent
