// Inside ForEach, Text still needs a string.
print("this program must not run")
ForEach(0..<3) { i in
    Text(i)
}

// expect error: cannot convert value of type 'Int' to expected argument type 'Image'
