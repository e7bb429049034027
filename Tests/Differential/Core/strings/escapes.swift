// Escape sequences and raw strings.
print("tab:\tend")
print("quote: \"q\" backslash: \\")
print("smile: \u{1F600} e: \u{65}\u{301}")
print(#"raw \n stays"#)
print(#"interpolated \#(1 + 1)"#)
print("line1\nline2")

// expect: tab:	end
// expect: quote: "q" backslash: \
// expect: smile: 😀 e: é
// expect: raw \n stays
// expect: interpolated 2
// expect: line1
// expect: line2
