// A mark is chart content, not a view: it cannot stand in a VStack.
print("this program must not run")
import Charts
VStack {
    BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3))
}

// expect error: static method 'buildExpression' requires that 'BarMark' conform to 'View'
