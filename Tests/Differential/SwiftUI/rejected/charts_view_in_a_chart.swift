// A view is not chart content: a Chart's builder takes marks.
print("this program must not run")
import Charts
Chart {
    Text("Hello")
}

// expect error: static method 'buildExpression' requires that 'Text' conform to 'ChartContent'
