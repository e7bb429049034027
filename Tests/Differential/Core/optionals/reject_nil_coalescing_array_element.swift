// ?? as the element of an array or dictionary literal with no type: swiftc says the operator
// cannot be applied when the right side is not of the left side's type, optional or not.
print("this program must not run")
let w: Int? = 3
let n = 4
let a = [w ?? "none"]
let b = [n ?? "none"]
let c = [(w ?? 2.5)]
let d = ["k": w ?? "none"]

// expect error: binary operator '??' cannot be applied to operands of type 'Int?' and 'String'
