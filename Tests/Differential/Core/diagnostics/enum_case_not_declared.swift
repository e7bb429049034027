// A colour the enum does not have.
print("this program must not run")
enum Color { case red, green, blue }
let c = Color.purple
print(c)

// expect error: type 'Color' has no member 'purple'
