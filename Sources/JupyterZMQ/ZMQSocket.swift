import Foundation
internal import CZMQ

/// One ZeroMQ socket, with multipart send and receive.
///
/// ZeroMQ sockets are not thread-safe: each is used by one thread only, except iopub, which
/// `IOPubChannel` guards with a lock. Hence `@unchecked Sendable`: the discipline is the
/// channels', documented in each.
final class ZMQSocket: @unchecked Sendable {
    /// libzmq's functions (`zmq.zmq_send(handle, …)`).
    let zmq: shapebook_zmq_api
    let handle: UnsafeMutableRawPointer

    /// A socket of `type` (`ZMQ_ROUTER`, `ZMQ_XPUB`, …) in `context`.
    init(context: UnsafeMutableRawPointer, type: Int32) throws(KernelServerError) {
        let zmq = try ZMQSocket.library.get()
        guard let handle = zmq.zmq_socket(context, type) else { throw .zeroMQ(Self.lastError(zmq)) }
        self.zmq = zmq
        self.handle = handle
        // Closing waits at most this long to flush (the shutdown_reply must get out).
        setOption(ZMQ_LINGER, 1000)
    }

    /// A socket of `type` bound to `endpoint`, and a CurveZMQ server when `curveSecretKey` is given
    /// (the four channels other than iopub, which sets an option first).
    convenience init(context: UnsafeMutableRawPointer, type: Int32, boundTo endpoint: String,
                     curveSecretKey: String?) throws(KernelServerError) {
        try self.init(context: context, type: type)
        if let curveSecretKey { try enableCurveServer(secretKey: curveSecretKey) }
        try bind(endpoint)
    }

    /// Sets an integer option.
    func setOption(_ option: Int32, _ value: Int32) {
        var value = value
        _ = zmq.zmq_setsockopt(handle, option, &value, MemoryLayout<Int32>.size)
    }

    /// Sets a 64-bit integer option (`ZMQ_MAXMSGSIZE`).
    func setOption(_ option: Int32, int64 value: Int64) {
        var value = value
        _ = zmq.zmq_setsockopt(handle, option, &value, MemoryLayout<Int64>.size)
    }

    /// Makes this a CurveZMQ server with `secretKey` (Z85 text, 40 characters).
    func enableCurveServer(secretKey: String) throws(KernelServerError) {
        setOption(ZMQ_CURVE_SERVER, 1)
        let bytes = Array(secretKey.utf8)
        let status = bytes.withUnsafeBytes { zmq.zmq_setsockopt(handle, ZMQ_CURVE_SECRETKEY, $0.baseAddress, bytes.count) }
        guard status == 0 else { throw .zeroMQ("curve secret key refused: \(Self.lastError(zmq))") }
    }

    /// Binds to `endpoint` such as `tcp://127.0.0.1:5555`.
    func bind(_ endpoint: String) throws(KernelServerError) {
        guard zmq.zmq_bind(handle, endpoint) == 0 else { throw .zeroMQ("cannot bind \(endpoint): \(Self.lastError(zmq))") }
    }

    /// The socket's `ZMQ_FD`: a file descriptor that becomes readable when the socket may have
    /// something to process (edge-like: check the socket after each wake-up and after each use).
    func descriptor() throws(KernelServerError) -> Int32 {
        var descriptor: Int32 = -1
        var size = MemoryLayout<Int32>.size
        guard zmq.zmq_getsockopt(handle, ZMQ_FD, &descriptor, &size) == 0 else {
            throw .zeroMQ("cannot read the socket's descriptor: \(Self.lastError(zmq))")
        }
        return descriptor
    }

    /// Sends all frames as one multipart message; false if ZeroMQ refused.
    @discardableResult
    func send(_ frames: [Data]) -> Bool {
        for (index, frame) in frames.enumerated() {
            let flags = index < frames.count - 1 ? ZMQ_SNDMORE : 0
            let sent = frame.withUnsafeBytes { zmq.zmq_send(handle, $0.baseAddress, frame.count, flags) }
            if sent < 0 { return false }
        }
        return true
    }

    /// Receives one whole multipart message; nil when none is waiting (non-blocking) or on error.
    func receive() -> [Data]? {
        var frames: [Data] = []
        var more = true
        while more {
            var message = zmq_msg_t()
            _ = zmq.zmq_msg_init(&message)
            defer { _ = zmq.zmq_msg_close(&message) }
            // Only the first frame may be absent; later frames of a message arrive together.
            let flags = frames.isEmpty ? ZMQ_DONTWAIT : 0
            guard zmq.zmq_msg_recv(&message, handle, flags) >= 0 else { return nil }
            let size = zmq.zmq_msg_size(&message)
            if let bytes = zmq.zmq_msg_data(&message), size > 0 {
                frames.append(Data(bytes: bytes, count: size))
            } else {
                frames.append(Data())
            }
            more = zmq.zmq_msg_more(&message) != 0
        }
        return frames
    }

    /// Everything waiting, without blocking.
    func receiveAll() -> [[Data]] {
        var messages: [[Data]] = []
        while let frames = receive() { messages.append(frames) }
        return messages
    }

    /// Closes the socket (after lingering up to a second to flush).
    func close() {
        _ = zmq.zmq_close(handle)
    }

    /// Waits up to `timeout` milliseconds for any of `sockets` to become readable.
    /// - Returns: whether each socket is readable, in order.
    static func poll(_ sockets: [ZMQSocket], timeout: Int) -> [Bool] {
        guard let zmq = sockets.first?.zmq else { return [] }
        var items = sockets.map { zmq_pollitem_t(socket: $0.handle, fd: 0, events: Int16(ZMQ_POLLIN), revents: 0) }
        let count = zmq.zmq_poll(&items, Int32(items.count), timeout)
        guard count > 0 else { return Array(repeating: false, count: sockets.count) }
        return items.map { $0.revents & Int16(ZMQ_POLLIN) != 0 }
    }

    /// The text of ZeroMQ's last error on this thread.
    static func lastError(_ zmq: shapebook_zmq_api) -> String {
        zmq.zmq_strerror(zmq.zmq_errno()).map { String(cString: $0) } ?? "unknown ZeroMQ error"
    }

    /// libzmq's functions, loaded with dlopen when the first kernel starts (CZMQ/shim.h says
    /// why), or why it could not be loaded.
    static let library: Result<shapebook_zmq_api, KernelServerError> = {
        var message = [CChar](repeating: 0, count: 512)
        guard let table = shapebook_zmq_load(&message, message.count) else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(.zeroMQ("libzmq could not be loaded: \(reason)"))
        }
        return .success(table.pointee)
    }()
}
