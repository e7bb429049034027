// Three slips swiftc words its own way: a conditional whose results differ in type (blamed at
// the first), an optional compared by order with a number (it must be unwrapped), and a tuple
// element that is not there.
print("this program must not run")
let isWide = true
let width = 40
let label = isWide ? width : "narrow"
let fallback = isWide ? 1 : "none"
let best: Int? = [3, 9].max()
if best > 5 { print("high") }
if 2 <= best { print("some") }
let size = (40, 30)
print(size.2)

// expect error: result values in '? :' expression have mismatching types 'Int' and 'String'
