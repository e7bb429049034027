// Shapebook's Image(url:) takes a String.
print("this program must not run")
Image(url: URL(string: "https://example.com/a.png")!)

// expect error: cannot convert value of type 'URL' to expected argument type 'String'
