/**
 * The provider SDK the web loads (SPEC §7): `DanalPayments(clientKey).requestPayment(request)`.
 * Served from our own origin (CSP `script-src 'self'`). With the sandbox the request carries a
 * signed `checkoutUrl` on our origin; with Danal it carries STARTURL + STARTPARAMS from the ready
 * call. Either way the SDK posts a form and the browser leaves the page.
 */
export const PAYMENT_SDK_SCRIPT = `(function(){
'use strict';
function post(url,fields){
  var form=document.createElement('form');form.method='POST';form.action=url;form.style.display='none';
  Object.keys(fields).forEach(function(k){var i=document.createElement('input');i.type='hidden';i.name=k;
    var v=fields[k];i.value=v===null||v===undefined?'':String(v);form.appendChild(i);});
  document.body.appendChild(form);form.submit();
}
window.DanalPayments=function(clientKey){
  if(!clientKey)throw new Error('DanalPayments: clientKey is required');
  return {requestPayment:function(req){
    return new Promise(function(resolve,reject){
      if(!req||!req.orderId||!req.amount||!req.merchantId){reject(new Error('DanalPayments: invalid payment request'));return;}
      if(req.startUrl){post(req.startUrl,{STARTPARAMS:req.startParams,CIURL:'',COLOR:''});resolve();return;}
      if(!req.checkoutUrl){reject(new Error('DanalPayments: no checkout URL'));return;}
      post(req.checkoutUrl,{clientKey:clientKey,orderId:req.orderId,amount:req.amount,orderName:req.orderName,
        merchantId:req.merchantId,userId:req.userId,userEmail:req.user&&req.user.email,successUrl:req.successUrl,
        failUrl:req.failUrl,notificationUrl:req.notificationUrl,method:req.method,currency:req.currency,
        itemCode:req.itemCode,itemType:req.itemType,signature:req.signature});
      resolve();
    });
  }};
};
})();
`;
