import Dispatch

/// Runs the image loader's tasks on a private dispatch queue instead of Swift's cooperative pool.
///
/// The interpreter waits for images synchronously (`ImageLoader.image(for:)`). The cooperative
/// pool has one thread per core; when every one of them is busy with synchronous work (parallel
/// tests, a host that blocks in a task), a load task queued there never starts and the waiter times
/// out after 20 s. A private queue gets threads of its own from libdispatch, so a load always
/// makes progress whatever the pool is doing.
final class ImageLoadingExecutor: TaskExecutor {
    /// The one executor every loader uses.
    static let shared = ImageLoadingExecutor()

    private let queue = DispatchQueue(label: "shapebook.image-loading", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
