// A pattern of the wrong type is rejected.
print("this program must not run")
let s = "text"
switch s {
case 1: print("one")
default: print("other")
}

// expect error: expression pattern of type 'Int' cannot match values of type 'String'
