'use strict';
// autocannon `setupClient` (in workers mode it must be a CommonJS file): each connection starts at its own
// random place in the shared request list, so the 32 connections do not walk the URLs in lockstep.
module.exports = function rotateRequests(client) {
  const requests = client.opts.requests;
  if (!Array.isArray(requests) || requests.length < 2) return;
  const start = Math.floor(Math.random() * requests.length);
  client.setRequests(requests.slice(start).concat(requests.slice(0, start)));
};
