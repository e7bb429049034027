// A static property of `extension Array where Element == Int` read on `Array<String>`.
print("this program must not run")
extension Array where Element == Int { static var unit: [Int] { [1] } }
print(Array<String>.unit)

// expect error: static property 'unit' requires the types 'String' and 'Int' be equivalent
