// An alignment that does not exist.
print("this program must not run")
ZStack(alignment: .middle) { Circle() }

// expect error: type 'Alignment' has no member 'middle'
