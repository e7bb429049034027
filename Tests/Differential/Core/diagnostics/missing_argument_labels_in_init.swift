// A memberwise initialiser called without its argument labels.
print("this program must not run")
struct Size { var width: Double; var height: Double }
let s = Size(3, 4)
print(s)

// expect error: missing argument labels 'width:height:' in call
