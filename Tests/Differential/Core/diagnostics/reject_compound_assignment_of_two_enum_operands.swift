// `-=` on two values of an enum that declares no operators: swiftc names the type once, "two 'Light' operands".
print("this program must not run")
enum Light { case red, green }
var light = Light.red
light -= Light.green
print(light)

// expect error: binary operator '-=' cannot be applied to two 'Light' operands
