// A string joined to a Text with `+`: only Text + Text concatenates.
print("this program must not run")
let line = Text("Score: ").bold() + "12"

// expect error: operator function '+' requires that 'Text' conform to 'Sequence'
