// A String and a Double joined with +: Swift needs an interpolation or a conversion.
print("this program must not run")
let width = 2.5
let label = "width: " + width
print(label)

// expect error: binary operator '+' cannot be applied to operands of type 'String' and 'Double'
