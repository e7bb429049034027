// An error after a non-ASCII operator or letter on its line: swiftc's columns count UTF-8 bytes,
// so the column is past ⊕'s three bytes and é's two.
print("this program must not run")
infix operator ⊕: AdditionPrecedence
func ⊕ (a: Int, b: Int) -> Int { a + b }
let u = 1 ⊕ 2; let v: String = 3
let w = "héllo"; let x: Int = "a"
let t = "é" + 1

// expect error: cannot convert value of type 'Int' to specified type 'String'
