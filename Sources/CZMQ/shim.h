// libzmq for the kernel's sockets (JupyterZMQ), loaded with dlopen when a kernel starts, not
// linked: linked, it and the libraries it needs (libsodium, Kerberos, PGM, NORM, …) were mapped
// and relocated when any `shapebook` process started, `shapebook run` included.
#include <zmq.h>
#include "../CGlibc/dynamic_table.h"

/// Every libzmq function JupyterZMQ calls.
#define SHAPEBOOK_ZMQ_FUNCTIONS(X) \
    X(zmq_ctx_new) X(zmq_ctx_term) X(zmq_socket) X(zmq_close) X(zmq_setsockopt) X(zmq_getsockopt) \
    X(zmq_bind) X(zmq_send) X(zmq_msg_init) X(zmq_msg_close) X(zmq_msg_recv) X(zmq_msg_size) \
    X(zmq_msg_data) X(zmq_msg_more) X(zmq_poll) X(zmq_proxy) X(zmq_strerror) X(zmq_errno)

/// `shapebook_zmq_api`, the table, and `shapebook_zmq_load`, which loads libzmq into it.
SHAPEBOOK_DYNAMIC_TABLE(shapebook_zmq_api, shapebook_zmq_load, "libzmq.so.5", SHAPEBOOK_ZMQ_FUNCTIONS)
