// Raw values of the wrong kind: each is an error, and the raw type is not synthesized.
print("this program must not run")
enum Code: String {
    case ok = 1
    case bad = 2.5
}
print(Code.ok)

// expect error: cannot convert value of type 'Int' to raw type 'String'
