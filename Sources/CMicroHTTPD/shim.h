#ifndef SCROLLFX_CMICROHTTPD_SHIM_H
#define SCROLLFX_CMICROHTTPD_SHIM_H

#include <stdint.h>
#include <stddef.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>
/* mallopt, for the server process's allocator settings (MHDDaemon.swift). */
#include <malloc.h>

/* Swift does not import C variadic functions. Each wrapper below exists only
   to call one of them with a fixed argument list; all daemon options travel
   through MHD_OPTION_ARRAY, where MHD reads each value with its proper C type. */

/* MHD_start_daemon is variadic. */
static inline struct MHD_Daemon *
cmhd_start_daemon(unsigned int flags,
                  MHD_AccessHandlerCallback handler, void *handler_cls,
                  const struct MHD_OptionItem *options)
{
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/* MHD_get_daemon_info is variadic. Returns 0 when MHD cannot say. */
static inline unsigned int
cmhd_current_connections(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info =
        MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info ? info->num_connections : 0;
}

/* MHD_get_daemon_info is variadic. Returns 0 when MHD cannot say. */
static inline uint16_t
cmhd_bound_port(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info =
        MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

/* MHD_get_connection_info is variadic. The peer's socket address, or NULL when MHD cannot say. */
static inline const struct sockaddr *
cmhd_client_address(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info ? info->client_addr : NULL;
}

/* MHD_get_connection_info is variadic. The daemon whose thread manages the connection (in a thread pool, that
   worker's own daemon), or NULL when MHD cannot say. */
static inline struct MHD_Daemon *
cmhd_connection_daemon(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_DAEMON);
    return info ? info->daemon : NULL;
}

/* MHD_get_connection_info is variadic. The connection's socket, or -1 when MHD cannot say. */
static inline int
cmhd_connection_fd(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? info->connect_fd : -1;
}

/* MHD_get_connection_info is variadic. The pointer the connection-notification callback kept for the connection, or
   NULL. */
static inline void *
cmhd_socket_context(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info ? info->socket_context : NULL;
}

#endif
