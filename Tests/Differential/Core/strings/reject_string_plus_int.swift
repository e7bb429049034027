// A String and an Int cannot be added.
print("this program must not run")
let label = "n = " + 3
print(label)

// expect error: binary operator '+' cannot be applied to operands of type 'String' and 'Int'
