// Substring(repeating:count:) repeats a Character (RangeReplaceableCollection's), unlike String's.
print("this program must not run")
let piece = "ab"
print(Substring(repeating: piece, count: 2))

// expect error: cannot convert value of type 'String' to expected argument type 'Character'
