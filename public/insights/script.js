/* First-party insights, no cookie (docs/decisions/16-insights.md; docs/insights.md). */
(function(w,d,n,l,h){if(n.doNotTrack=='1'||n.globalPrivacyControl)return;var last,io,seen=new WeakSet;
function s(e,id){var b={n:e,p:l.pathname,w:w.innerWidth};if(e=='pageview')b.r=last?l.origin+last:d.referrer;if(id>0)b.id=+id;b=JSON.stringify(b);if(n.sendBeacon)n.sendBeacon('/api/insights',b);else fetch('/api/insights',{method:'POST',body:b,keepalive:!0})}
function o(){if(io)d.querySelectorAll('[data-insights-view]').forEach(function(x){if(!seen.has(x)){seen.add(x);io.observe(x)}})}
function v(){if(l.pathname!=last){s('pageview');last=l.pathname;setTimeout(o,900)}}
if(w.IntersectionObserver)io=new IntersectionObserver(function(es){es.forEach(function(e){var t=e.target.dataset;if(e.isIntersecting){io.unobserve(e.target);s(t.insightsView,t.insightsId)}})},{threshold:.5});
d.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('[data-insights]');if(t)s(t.dataset.insights,t.dataset.insightsId)},!0);
var p=h.pushState;h.pushState=function(){p.apply(h,arguments);v()};w.addEventListener('popstate',v);v()})(window,document,navigator,location,history);
