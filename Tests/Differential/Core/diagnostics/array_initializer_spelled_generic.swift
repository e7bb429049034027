// Array's initialisers declare their result `Array<Element>`, and a variable declared
// `Array<String>` keeps that spelling; swiftc writes those types so in its errors.
print("this program must not run")
let names = ["a", "b"]
let copy: Int = Array(names)
let typed: Int = [String](names)
let zeros: String = Array(repeating: 0, count: 2)
let declared: Array<String> = ["c"]
let count: Int = declared
let table: Dictionary<String, Int> = [:]
let size: Int = table
let plain: [String] = ["d"]
let other: Int = plain

// expect error: cannot convert value of type 'Array<String>' to specified type 'Int'
