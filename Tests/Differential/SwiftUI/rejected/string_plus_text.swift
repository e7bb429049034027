// A Text joined to a string on its right with `+`: only Text + Text concatenates.
print("this program must not run")
let line = "Score: " + Text("12").bold()

// expect error: operator function '+' requires that 'Text' conform to 'RangeReplaceableCollection'
